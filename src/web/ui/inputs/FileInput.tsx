import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import './fileInput.css';

export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** The field's visible label. */
  label: string;
  /** The class of the wrapping label. */
  labelClass?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A file field with a Hungarian button and the chosen file's name (the browser's own button reads
 * "Choose File" in its language). The native input stays the focused, keyboard-operable element
 * (Enter/Space open the picker), laid transparently over the button.
 */
export function FileInput({ label, labelClass, inputRef, onChange, ...rest }: FileInputProps) {
  const t = useT();
  const [name, setName] = useState('');
  return (
    <label className={labelClass}>
      <span>{label}</span>
      <span className="file-input">
        <input
          {...rest}
          ref={inputRef}
          type="file"
          className="file-input-native"
          onChange={(e) => {
            setName(e.currentTarget.files?.[0]?.name ?? '');
            onChange?.(e);
          }}
        />
        <span className="btn file-input-button" aria-hidden="true">
          {t('inputs.chooseFile')}
        </span>
        <span className="file-input-name" aria-hidden="true">
          {name || t('inputs.noFile')}
        </span>
      </span>
    </label>
  );
}
