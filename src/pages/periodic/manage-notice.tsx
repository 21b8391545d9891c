import type { Ref } from 'react';

/** Where on the manage page a change was asked for; its answer is shown (and focused) there. */
export type NoticePlace = 'top' | 'buttons' | 'restore' | 'amount' | 'cancel' | 'closed';

export interface Notice {
  place: NoticePlace;
  tone: 'success' | 'warning';
  text: string;
}

interface Props {
  place: NoticePlace;
  notice: Notice | null;
  regionRef: Ref<HTMLDivElement>;
}

/**
 * A status region beside a group of controls. It is always in the page (a live region must exist
 * before its text changes to be announced) and takes focus when its group's answer arrives, so on
 * a phone the donor sees the answer where they tapped instead of above the screen.
 */
export function ManageNotice({ place, notice, regionRef }: Props) {
  const shown = notice?.place === place ? notice : null;
  return (
    <div className="periodic__live" role="status" aria-live="polite" tabIndex={-1} ref={regionRef} data-place={place}>
      {shown && (
        <p
          className={`notice notice--${shown.tone}`}
          data-testid={shown.tone === 'success' ? 'periodic-confirmed' : 'periodic-problem'}
        >
          {shown.text}
        </p>
      )}
    </div>
  );
}
