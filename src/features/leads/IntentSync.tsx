import { useEffect, useRef } from 'react';
import type { ContactFormik } from './contact-lead';
import type { ContactPresets } from './contact-subject';

/**
 * Switches between a question and a viewing request. The message follows only while it is still the
 * other preset (or empty): what the visitor wrote is never replaced.
 */
export function switchIntent(formik: ContactFormik, viewing: boolean, presets: ContactPresets) {
  const current = formik.values.message.trim();
  const other = viewing ? presets.contact : presets.viewing;
  void formik.setFieldValue('viewing', viewing);
  if (current === '' || current === other.trim()) {
    void formik.setFieldValue('message', viewing ? presets.viewing : presets.contact);
  }
}

/** Follows the page's `intent` once the form is on screen (its first value is the form's initial one). */
export function IntentSync({
  intent,
  formik,
  presets,
}: {
  intent: 'contact' | 'viewing';
  formik: ContactFormik;
  presets: ContactPresets;
}) {
  const applied = useRef(intent);
  useEffect(() => {
    if (applied.current === intent) return;
    applied.current = intent;
    switchIntent(formik, intent === 'viewing', presets);
  }, [intent, formik, presets]);
  return null;
}
