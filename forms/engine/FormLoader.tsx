'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { FORM_REGISTRY, type FormId } from '../registry';
import type { FormProps } from './types';

const loaded = new Map<FormId, ComponentType<FormProps>>();

/**
 * The form's component behind next/dynamic, made once per form: the page's own bundle holds only
 * this loader and the registry's import() calls, and the form's chunk loads when the form renders.
 */
function lazyForm(id: FormId): ComponentType<FormProps> {
  let component = loaded.get(id);
  if (component === undefined) {
    component = dynamic(() => FORM_REGISTRY[id]().then((module) => module.Form));
    loaded.set(id, component);
  }
  return component;
}

/** Renders the form the registry names for `form`, with the props the block resolved. */
export function FormLoader({ form, ...props }: FormProps & { form: FormId }) {
  const Form = lazyForm(form);
  return <Form {...props} />;
}
