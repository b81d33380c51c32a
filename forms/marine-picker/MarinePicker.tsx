'use client';

import { useEffect, useId, useReducer, useRef } from 'react';
import {
  initialState,
  optionsFor,
  type PickerConfig,
  type PickerEvent,
  type PickerState,
  type Step,
  selectionSummary,
  STEP_COUNT,
  transition,
} from './machine';
import { BACK, CHOICES, CONFIRMATION, type PickerTexts, stepCount } from './texts';
import styles from './MarinePicker.module.scss';

/** How the portal link behaves as a link (spec 01 §7), decided on the server from its host: see the block. */
export interface PortalLinkAttributes {
  className?: string;
  target?: '_blank';
  rel?: string;
}

export interface MarinePickerProps {
  config: PickerConfig;
  texts: PickerTexts;
  /** The level of each step's heading: one below the block's own heading. */
  headingLevel: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  portalLink: PortalLinkAttributes;
}

/**
 * The marine loan picker (spec 03 §2, §4): the pure machine of ./machine.ts behind a reducer. Each
 * step is a heading and its choices; Back on steps 2 to 4. When the step changes, focus moves to the
 * new step's heading, whose text starts with "Step N of 4", so a screen reader announces where the
 * visitor now is (and the choice button they pressed, now gone, does not drop focus to the page).
 */
export function MarinePicker({ config, texts, headingLevel: Heading, portalLink }: MarinePickerProps) {
  const [state, dispatch] = useReducer((current: PickerState, event: PickerEvent) => transition(current, event, config), config, initialState);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<Step>(state.step);
  const baseId = useId();

  useEffect(() => {
    // Only a move between steps takes focus; the first render leaves the page where the visitor is.
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    heading.current?.focus();
  }, [state.step]);

  const question = questionOf(state.step, texts);
  return (
    <div className={styles.picker}>
      {/* Keyed by step: a new heading element is focused each time, so it is announced again. */}
      <Heading key={state.step} ref={heading} tabIndex={-1} className={styles.heading}>
        {/* A block above the question: browsers then name the heading "Step 2 of 4 How will…", a pause between the two. */}
        <span className={styles.count}>{stepCount(state.step, STEP_COUNT)}</span> <span>{question}</span>
      </Heading>
      {state.step < 4 ? (
        <ul className={styles.choices}>
          {optionsFor(state.step, config.variant).map((option) => {
            const choice = CHOICES[option];
            const optionId = `${baseId}-${state.step}-${option.replace(/\W+/g, '-')}`;
            const descriptionId = `${optionId}-description`;
            // The button's name is its visible label (WCAG 2.5.3 Label in Name), and the spec's words about
            // the choice describe it; the whole card is its target (the button's ::after covers it).
            return (
              <li key={option} className={styles.option}>
                <button
                  type="button"
                  className={styles.choice}
                  aria-describedby={choice.description ? descriptionId : undefined}
                  onClick={() => dispatch({ type: 'choose', option })}
                >
                  {choice.label}
                </button>
                {choice.description ? (
                  <span id={descriptionId} className={styles.description}>
                    {choice.description}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <div className={styles.confirmation}>
          <p className={styles.selections}>{selectionSummary(state.selections)}</p>
          <p>{texts.applicationNote}</p>
          <a
            href={state.destination}
            className={[styles.portalLink, portalLink.className].filter(Boolean).join(' ')}
            target={portalLink.target}
            rel={portalLink.rel}
          >
            {texts.portalLinkText}
          </a>
        </div>
      )}
      {state.step > 1 ? (
        <button type="button" className={styles.back} onClick={() => dispatch({ type: 'back' })}>
          {BACK}
        </button>
      ) : null}
    </div>
  );
}

function questionOf(step: Step, texts: PickerTexts): string {
  switch (step) {
    case 1:
      return texts.loanTypeQuestion;
    case 2:
      return texts.charterQuestion;
    case 3:
      return texts.ownershipQuestion;
    case 4:
      return CONFIRMATION;
  }
}
