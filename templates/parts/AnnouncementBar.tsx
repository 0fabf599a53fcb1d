import { useSite } from '../SiteContext.js';

/** Site-wide notice. Its content is trusted HTML from the config. The head script hides it before paint once dismissed. */
export function AnnouncementBar() {
  const site = useSite();
  const bar = site.announcementBar;
  if (!bar) return null;
  return (
    <div className="dg-announcement" data-dg-announcement={bar.id} role="region" aria-label="Announcement">
      <div className="dg-announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.dismissible ? (
        <button type="button" className="dg-announcement__close" data-dg-announcement-close="" aria-label="Dismiss the announcement">
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24"><path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" /></svg>
        </button>
      ) : null}
    </div>
  );
}
