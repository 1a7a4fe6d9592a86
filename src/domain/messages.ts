// Mirrors react-intl's descriptor shape so `@formatjs/cli extract` finds these without the domain importing React.
export type MessageDescriptor = {
  id: string;
  defaultMessage: string;
  description?: string;
};

export type MessageValues = Record<string, string | number>;

/** A descriptor plus the ICU values the UI passes to `formatMessage`. */
export type MessageWithValues = MessageDescriptor & { values?: MessageValues };

export function defineMessages<T extends Record<string, MessageDescriptor>>(m: T): T {
  return m;
}
