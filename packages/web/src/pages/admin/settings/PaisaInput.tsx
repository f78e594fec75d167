import { TextInput } from '@mantine/core';
import { amountToPaisa } from '@modern-jobs/domain';
import { useEffect, useState } from 'react';
import { amountText } from '../wallet/money-field.ts';

type Paisa = number | number[];

/** What a field holds as the operator typed it: rupees, a list of them separated by commas. */
const textOf = (value: Paisa): string => (Array.isArray(value) ? value.map(amountText).join(', ') : amountText(value));

/**
 * A list's amounts: a comma followed by a space (or a semicolon, or a space) separates them, and so
 * does a comma that groups nothing ('500,1000' is two); one that groups thousands or lakhs stays
 * within its amount ('500, 1,000.50', '1,00,000'). ('500,100' reads as one amount, grouped as written.)
 */
const partsOf = (text: string) =>
  text
    .split(/[,;]\s+|;|\s+/)
    .flatMap((part) => (part.includes(',') && amountToPaisa(part) === null ? part.split(',') : [part]))
    .filter((part) => part.trim());

const isWhole = (value: Paisa) => (Array.isArray(value) ? value : [value]).every(Number.isSafeInteger);

/**
 * An amount of the wallet's setting, typed in rupees and held in the form as paisa (or a list of
 * them): parsed from the text exactly, never through a float. Text that is no amount is held as
 * NaN, which the setting's schema refuses with its message.
 */
export function PaisaInput({
  label,
  value,
  list,
  error,
  onChange,
  onBlur,
}: {
  label: string;
  value: Paisa;
  list: boolean;
  error: string | undefined;
  onChange: (value: Paisa) => void;
  onBlur: () => void;
}) {
  const [text, setText] = useState(() => (isWhole(value) ? textOf(value) : ''));
  // The stored value arriving (or a reset) replaces what is shown; what the operator types does not.
  useEffect(() => {
    if (isWhole(value)) setText((shown) => (sameAmounts(shown, value) ? shown : textOf(value)));
  }, [value]);
  return (
    <TextInput
      label={label}
      description={list ? 'In rupees, separated by commas: 500, 1000, 5000' : 'In rupees'}
      inputMode="decimal"
      dir="ltr"
      value={text}
      error={error}
      onBlur={onBlur}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        const paisa = (part: string) => amountToPaisa(part) ?? Number.NaN;
        onChange(list ? partsOf(typed).map(paisa) : paisa(typed));
      }}
    />
  );
}

function sameAmounts(shown: string, value: Paisa): boolean {
  const parts = partsOf(shown);
  const values = Array.isArray(value) ? value : [value];
  return parts.length === values.length && parts.every((part, i) => amountToPaisa(part) === values[i]);
}
