/**
 * A form's front door (forms/<form>/manifest.ts): what a page must know to show the form, with no
 * React and no yup, so the content model (lib/content/model/blocks/lead-form.ts), the registry and
 * the tests read it on the server without pulling the form's code into every page.
 */
export type FormManifest = {
  /** The id content names in a leadForm block's "form" (camel case; the folder is its kebab case). */
  readonly id: string;
  /** What editors read for the id in the JSON Schema. */
  readonly title: string;
  /** The block's `settings` the form needs; the content check refuses a block without one. */
  readonly settings?: readonly string[];
  /**
   * The block's `services` the form calls besides its submit handler, by name: a URL each, a {token}
   * site URL or https, checked like the submit endpoint. The content check refuses a block without one.
   */
  readonly services?: readonly string[];
  /**
   * The option lists the block's `options` may replace, by name, each with the values it must include
   * (those the form's rules and defaults name). The content check refuses a list of another name, a
   * list without one of its required values, and a value listed twice.
   */
  readonly options?: Readonly<Record<string, readonly string[]>>;
};

/** A manifest with its id kept as a literal type, so the list of manifests gives the FormId union. */
export function defineManifest<const Manifest extends FormManifest>(manifest: Manifest): Manifest {
  return manifest;
}
