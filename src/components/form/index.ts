/** The accessible form kit (labels, hints, per-field errors, summary, consent, honeypot, pending state). */
export { Field, fieldIds, describedBy, useControlProps, type FieldBaseProps } from './field';
export { TextInput } from './text-input';
export { TextArea } from './text-area';
export { Select, type Option } from './select';
export { CheckboxGroup } from './checkbox-group';
export { FileInput } from './file-input';
export { ConsentCheckbox } from './consent-checkbox';
export { PrivacyNotice, PRIVACY_NOTICE_ID } from './privacy-notice';
export { PrivacyNote } from './privacy-note';
export { ErrorSummary } from './error-summary';
export { SubmitButton } from './submit-button';
export { Honeypot } from './honeypot';
export { Form } from './form';
export { useForm, type SubmitInput } from './use-form';
export { SubmissionSuccess } from './submission-success';
export { FormContext, useFieldError, useFormState } from './form-context';
