import {
  backIndex,
  firstStepWith,
  shownSteps,
  isLast,
  isReview,
  nextIndex,
  planItems,
  stepCount,
  stepFieldNames,
  stepLabel,
  stepTitle,
  type StepPlan,
} from './steps';
import { displayValue, NOT_ANSWERED, summaryOf } from './step-summary';
import { stateField } from '../fields/us-states';
import { type FieldDef, isField } from './types';

type Values = {
  question: string;
  detail: string[];
  first: string;
  box: boolean;
  state: string;
  born: string;
  extra: string;
};

const env = { path: '/' };
const values: Values = { question: 'No', detail: [], first: 'Ada', box: false, state: '', born: '', extra: '' };

const plan: StepPlan<Values> = {
  steps: [
    {
      id: 'one',
      title: 'Your request',
      items: [
        { kind: 'yesNo', name: 'question', label: 'A question?' },
        {
          kind: 'checkboxGroup',
          name: 'detail',
          label: 'Which?',
          options: [
            { value: 'A', label: 'Option A' },
            { value: 'B', label: 'Option B' },
          ],
          when: (v) => v.question === 'Yes',
        },
      ],
    },
    {
      id: 'two',
      title: 'About you',
      items: [
        { kind: 'text', name: 'first', label: 'First' },
        {
          kind: 'section',
          legend: 'More',
          fields: [{ kind: 'checkbox', name: 'box', label: 'A box' }, stateField('state')],
        },
        { kind: 'section', legend: 'Hidden', when: () => false, fields: [{ kind: 'text', name: 'extra', label: 'Extra' }] },
      ],
    },
    { id: 'three', title: 'Born', items: [{ kind: 'date', name: 'born', label: 'Date of Birth' }] },
  ],
  review: { title: 'Check your answers' },
};

const noReview: StepPlan<Values> = { steps: plan.steps };

/** The review step's summary of the plan, as StepForm builds it. */
function summaryOfPlan(answers: Values) {
  return summaryOf(shownSteps(plan, answers, env), answers);
}

describe('the steps of a plan', () => {
  it.each([
    ['with a review step', plan, 4],
    ['without one', noReview, 3],
  ])('counts its steps %s', (_case, p, count) => {
    expect(stepCount(p)).toBe(count);
  });

  it.each([
    // plan, index, next, back, last, review
    [plan, 0, 1, 0, false, false],
    [plan, 1, 2, 0, false, false],
    [plan, 2, 3, 1, false, false],
    [plan, 3, 3, 2, true, true],
    [noReview, 1, 2, 0, false, false],
    [noReview, 2, 2, 1, true, false],
  ])('step index %#: Next, Back, last and review', (p, index, next, back, last, review) => {
    expect(nextIndex(p, index)).toBe(next);
    expect(backIndex(index)).toBe(back);
    expect(isLast(p, index)).toBe(last);
    expect(isReview(p, index)).toBe(review);
  });

  it.each([
    [0, 5, 'Step 1 of 5'],
    [1, 5, 'Step 2 of 5'],
    [4, 5, 'Step 5 of 5'],
    [2, 4, 'Step 3 of 4'],
  ])('step index %i of %i is announced as %j', (index, count, label) => {
    expect(stepLabel(index, count)).toBe(label);
  });

  it.each([
    [0, 'Your request'],
    [2, 'Born'],
    [3, 'Check your answers'],
  ])('step index %i is titled %j', (index, title) => {
    expect(stepTitle(plan, index)).toBe(title);
  });

  it.each([
    ['the shown fields of step 1: the revealed one hidden', 0, values, ['question']],
    ['the revealed field once its rule holds', 0, { ...values, question: 'Yes' }, ['question', 'detail']],
    ['the fields of a section, not those of a hidden one', 1, values, ['first', 'box', 'state']],
    ['nothing on the review step', 3, values, []],
  ])('Next validates %s', (_case, index, v, names) => {
    expect(stepFieldNames(plan, index, v, env)).toEqual(names);
  });

  it('lists every item of every step in order, for the definition', () => {
    expect(planItems(plan.steps).map((item) => (isField(item) ? item.name : item.legend))).toEqual(['question', 'detail', 'first', 'More', 'Hidden', 'born']);
  });

  it.each([
    [['born'], 2],
    [['first', 'born'], 1],
    [['state', 'question'], 0],
    [['extra'], 1],
    [['unknown'], -1],
    [[], -1],
  ])('the first step holding %j is index %i', (names, index) => {
    expect(firstStepWith(plan, names)).toBe(index);
  });
});

describe('the summary', () => {
  const options: FieldDef<Values> = {
    kind: 'radio',
    name: 'question',
    label: 'Q',
    options: [
      { value: '1', label: 'Purchase' },
      { value: '2', label: 'Refinance' },
    ],
  };
  const group: FieldDef<Values> = {
    kind: 'checkboxGroup',
    name: 'detail',
    label: 'D',
    options: [
      { value: 'A', label: 'Option A' },
      { value: 'B', label: 'Option B' },
    ],
  };

  it.each<[string, FieldDef<Values>, unknown, string]>([
    ['a text as typed, trimmed', { kind: 'text', name: 'first', label: 'F' }, ' Ada ', 'Ada'],
    ['an empty text', { kind: 'text', name: 'first', label: 'F' }, '', NOT_ANSWERED],
    ['a missing value', { kind: 'text', name: 'first', label: 'F' }, undefined, NOT_ANSWERED],
    ['a ticked box', { kind: 'checkbox', name: 'box', label: 'B' }, true, 'Yes'],
    ['a box left empty', { kind: 'checkbox', name: 'box', label: 'B' }, false, 'No'],
    ['a state by its name', stateField('state', 'S'), 'CA', 'California'],
    ['a date in US form', { kind: 'date', name: 'born', label: 'D' }, '1990-04-09', '04/09/1990'],
    ['an option by its label', options, '2', 'Refinance'],
    ['an unknown option as it is', options, '9', '9'],
    ['a Yes/No answer', { kind: 'yesNo', name: 'question', label: 'Q' }, 'Yes', 'Yes'],
    ['ticked options by label, joined', group, ['A', 'B'], 'Option A, Option B'],
    ['no option ticked', group, [], NOT_ANSWERED],
  ])('shows %s', (_case, field, value, shown) => {
    expect(displayValue(field, value)).toBe(shown);
  });

  it('lists each step of fields with the answers it shows, hidden questions left out', () => {
    expect(summaryOfPlan({ ...values, born: '1990-04-09', state: 'NY', box: true })).toEqual([
      { index: 0, title: 'Your request', rows: [{ name: 'question', label: 'A question?', value: 'No' }] },
      {
        index: 1,
        title: 'About you',
        rows: [
          { name: 'first', label: 'First', value: 'Ada' },
          { name: 'box', label: 'A box', value: 'Yes' },
          { name: 'state', label: 'State', value: 'New York' },
        ],
      },
      { index: 2, title: 'Born', rows: [{ name: 'born', label: 'Date of Birth', value: '04/09/1990' }] },
    ]);
  });

  it('shows a revealed question once its rule holds', () => {
    const [first] = summaryOfPlan({ ...values, question: 'Yes', detail: ['B'] });
    expect(first?.rows).toEqual([
      { name: 'question', label: 'A question?', value: 'Yes' },
      { name: 'detail', label: 'Which?', value: 'Option B' },
    ]);
  });
});
