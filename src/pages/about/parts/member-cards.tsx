import { useTranslation } from 'react-i18next';
import type { GovernanceMember } from '../../../domain/content-core';
import type { Locale } from '../../../lib/locale';

function RoleIcon() {
  return (
    <svg className="member-card__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Governing bodies by role: one card per seat, or per committee with the roles on it. */
export function MemberCards({
  items,
  locale,
  headingLevel = 2,
}: {
  items: GovernanceMember[];
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('about');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const committees = items.some((item) => item.members.length > 0);
  return (
    <>
      <ul className={`card-grid member-grid${committees ? ' member-grid--wide' : ''}`}>
        {items.map((item) => (
          <li key={item.id} className="card member-card">
            <div className="member-card__head">
              <RoleIcon />
              <Heading className="member-card__title">{item.title[locale]}</Heading>
            </div>
            <p className="member-card__remit">{item.remit[locale]}</p>
            {item.members.length > 0 && (
              <>
                <p className="member-card__members-label">{t('people.members')}</p>
                <ul className="member-card__members">
                  {item.members.map((member) => (
                    <li key={member[locale]}>{member[locale]}</li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="note">{t('people.rolesNote')}</p>
    </>
  );
}
