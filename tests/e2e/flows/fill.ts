import { expect, type Locator } from '@playwright/test';
import type { Locale } from '@/i18n/routing';
import { isShown } from '@/lib/forms/conditions';
import type { Field } from '@/lib/forms/fields';
import type { AnyRecordDescription } from '@/lib/forms/record';
import { controlId } from '@/components/admin/form/form-context';
import { pngFile } from '../../support/tiny-files';
import { exactly, type AdminTexts } from './texts';
import { valueFor } from './values';

// A described form filled from its description (lib/forms/record.ts): every field a new record
// needs, in the form's order, each found by the id the renderer gives it (form-context.tsx's
// controlId) and checked to be labelled by the admin's message in the flow's language. A field
// added to a description is filled here without a selector written for it; a custom input names
// its own filler (`widgets`), and one without fails the flow.

export interface DescribedForm {
  /** Where the form is: its dialog, or the page. */
  root: Locator;
  description: AnyRecordDescription;
  /** Its control ids' prefix (`projects-field`, `seller`). */
  idPrefix: string;
  /** Its messages: `<namespace>.fields.<name>` labels each field. */
  namespace: string;
  texts: AdminTexts;
}

export type Widget = (form: DescribedForm, name: string) => Promise<void>;

export interface FillOptions {
  stamp: string;
  /** Values a field's kind does not tell: a product's price is a plain text of dollars. */
  values?: Record<string, string>;
  /** Fillers of the kind's custom inputs, by widget name. */
  widgets?: Record<string, Widget>;
}

export const idOf = (form: DescribedForm, path: string) => controlId(form.idPrefix, path);
const control = (form: DescribedForm, path: string) => form.root.locator(`#${idOf(form, path)}`);
export const labelOf = (form: DescribedForm, name: string) => form.texts.t(`${form.namespace}.fields.${name}`);

/** A field's label as its control is named: "(optional)" added where it is, but for a picture's alt text, needed once there is one. */
function nameOf(form: DescribedForm, name: string, field: Field): string {
  const label = labelOf(form, name);
  const optional = 'optional' in field && field.optional && !(field.kind === 'text' && field.altOf);
  return optional ? form.texts.t('AdminForm.optional', { label }) : label;
}

/** Whether a new record needs the field filled, given what is filled so far. */
function needed(field: Field, filled: Record<string, unknown>): boolean {
  switch (field.kind) {
    case 'text':
      return !field.optional || (field.altOf !== undefined && Boolean(filled[field.altOf]));
    case 'rich':
    case 'custom':
      return true;
    case 'plain':
    case 'amounts':
    case 'instant':
      return !field.optional;
    case 'number':
      return !field.optional && field.initial === undefined;
    case 'choice':
      return field.initial === undefined;
    default:
      return false;
  }
}

/** A choice's option as the form names it, in the admin's language. */
export const optionOf = (form: DescribedForm, name: string, option: string) => form.texts.t(`${form.namespace}.options.${name}.${option}`);

/** Sets one field to `value` (a yes/no as 'true' or 'false'), as the admin does. */
export async function setField(form: DescribedForm, name: string, value: string): Promise<void> {
  const field = form.description.fields[name]!;
  const input = control(form, name);
  switch (field.kind) {
    case 'rich':
      await expect(form.root.getByRole('textbox', { name: nameOf(form, name, field), exact: true })).toBeVisible();
      await form.root.locator(`[aria-labelledby="${idOf(form, name)}-label"]`).fill(value);
      return;
    case 'toggle':
      await expect(input).toHaveAccessibleName(nameOf(form, name, field));
      await input.setChecked(value === 'true');
      return;
    case 'choice':
      if (field.widget) {
        // A radio or segmented choice: the admin clicks the option's words (a pill's input is visually hidden).
        const option = optionOf(form, name, value);
        await form.root
          .locator('label')
          .filter({ hasText: exactly(option) })
          .click();
        await expect(form.root.getByRole('radio', { name: option, exact: true })).toBeChecked();
      } else {
        await expect(input).toHaveAccessibleName(nameOf(form, name, field));
        await input.selectOption(value);
      }
      return;
    case 'amounts': {
      // The first currency's amount: a code may give an amount in some currencies only.
      const [currency] = field.currencies;
      const amount = control(form, `${name}.${currency}`);
      await expect(amount).toHaveAccessibleName(
        form.texts.t('AdminForm.currency', { label: labelOf(form, name), currency: currency!.toUpperCase() }),
      );
      await amount.fill(value);
      return;
    }
    case 'plain':
      if (field.format === 'picture') {
        const file = form.root.locator(`#${idOf(form, name)}-input`);
        await expect(file).toHaveAccessibleName(form.texts.t('AdminForm.imageInput', { label: labelOf(form, name) }));
        await file.setInputFiles(await pngFile('#c4b5a5'));
        // Uploaded: the picture shows where the drop zone was.
        await expect(form.root.locator(`[aria-labelledby="${idOf(form, name)}-label"] img`)).toHaveAttribute('src', /^\/uploads\//);
        return;
      }
      break;
  }
  await expect(input).toHaveAccessibleName(nameOf(form, name, field));
  await input.fill(value);
}

/** The text of a translated field in a translation language, typed in the form's language tab for it. */
export async function setTranslation(form: DescribedForm, name: string, locale: Locale, value: string): Promise<void> {
  const input = control(form, `${name}.${locale}`);
  const label = labelOf(form, name);
  await expect(input).toHaveAccessibleName(form.texts.t('AdminForm.inLanguage', { label, language: form.texts.languageName(locale) }));
  await input.fill(value);
}

/** Fills what a new record needs, in the form's order; answers the texts typed, by field. */
export async function fillNeeded(form: DescribedForm, { stamp, values = {}, widgets = {} }: FillOptions): Promise<Record<string, string>> {
  const { fields, sections } = form.description;
  // The record as the form holds it so far: what a field's `when` and `altOf` look at.
  const filled: Record<string, unknown> = Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) => ('initial' in field && field.initial !== undefined ? [[name, field.initial]] : [])),
  );
  const typed: Record<string, string> = {};
  for (const name of sections.flatMap((section) => section.fields)) {
    const field = fields[name]!;
    if (!isShown(field, filled) || !needed(field, filled)) continue;
    if (field.kind === 'custom') {
      const widget = widgets[field.widget];
      if (!widget) throw new Error(`The flow has no filler for ${name}'s custom input (widget ${field.widget})`);
      await widget(form, name);
      filled[name] = true;
      continue;
    }
    // A slug follows its title's text until it is edited by hand.
    if (field.kind === 'plain' && field.from) {
      await expect(control(form, name)).not.toHaveValue('');
      continue;
    }
    const value = values[name] ?? valueFor(field, name, stamp) ?? '';
    await setField(form, name, value);
    filled[name] = value || true;
    if (value) typed[name] = value;
  }
  return typed;
}

/** The translated fields (a text per language) among `names`, as the translation status counts them. */
export const translatedAmong = (form: DescribedForm, names: string[]) =>
  names.filter((name) => ['text', 'rich'].includes(form.description.fields[name]!.kind));
