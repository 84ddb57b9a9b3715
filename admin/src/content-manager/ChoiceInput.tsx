/**
 * The Content Manager's input for the calendar's enumerations (statuses, event status, attendance,
 * the currency symbol's position): Strapi's own select, with each value named in the editor's
 * language (words.ts) where Strapi shows the stored value. Put in place of the enumeration input
 * by the edit view's layout hook (field-inputs.ts).
 */
import * as React from 'react';
import { InputRenderer } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { fieldOf } from './form-values';
import { valueWord } from './words';

interface ChoiceInputProps {
  name: string;
  attribute?: { enum?: string[] };
  label?: React.ReactNode;
  hint?: React.ReactNode;
  labelAction?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
}

function ChoiceInput({ attribute, ...props }: ChoiceInputProps) {
  const intl = useIntl();
  const field = fieldOf(props.name);
  const options = (attribute?.enum ?? []).map((value) => ({
    value,
    label: valueWord(intl, field, value),
  }));
  return <InputRenderer {...props} type="enumeration" options={options} />;
}

export default ChoiceInput;
