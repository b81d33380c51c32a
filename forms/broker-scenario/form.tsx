'use client';

import { useMemo } from 'react';
import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import { brokerScenarioForm } from './definition';
import { nmlsCheck } from './nmls-lookup';
import { brokerOptions, DEFAULT_BROKER_OPTIONS } from './manifest';

/** The form with the default lists and no lookup service, for the tests that run every form alike. */
export const definition = brokerScenarioForm(DEFAULT_BROKER_OPTIONS, nmlsCheck(undefined));

/** The broker scenario with the page's option lists and its NMLS lookup service (`services.nmlsLookup`). */
export function Form(props: FormProps) {
  const { options, services } = props;
  const lookup = services?.nmlsLookup;
  const form = useMemo(() => brokerScenarioForm(brokerOptions(options), nmlsCheck(lookup)), [options, lookup]);
  return <StandardForm definition={form} {...props} />;
}
