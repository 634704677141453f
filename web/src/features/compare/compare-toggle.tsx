import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPARE_MAX, toggleCompared, useCompared } from './compare-store.ts';
import './compare.css';

/** The 'Compare' checkbox on a result; a fifth product is refused with the limit explained. */
export const CompareToggle = ({ code, name }: { code: string; name: string }) => {
  const { t } = useTranslation();
  const compared = useCompared();
  const [refused, setRefused] = useState(false);
  const checked = compared.some((item) => item.code === code);
  return (
    <span className="compare-toggle">
      <label>
        <input
          type="checkbox"
          name="compare"
          value={code}
          checked={checked}
          aria-describedby={refused ? `compare-limit-${code}` : undefined}
          onChange={() => setRefused(!toggleCompared({ code, name }))}
        />
        <span aria-hidden="true">{t('search.compare')}</span>
        <span className="visually-hidden">{t('search.addToCompare', { name: `${name} (${code})` })}</span>
      </label>
      {refused && !checked && compared.length >= COMPARE_MAX ? <span id={`compare-limit-${code}`} role="alert" className="compare-toggle__limit">{t('search.compareLimit')}</span> : null}
    </span>
  );
};
