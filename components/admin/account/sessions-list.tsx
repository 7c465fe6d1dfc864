'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useAdmin } from '@/components/admin/shell/admin-guard';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { Pill } from '@/components/admin/lists/list-parts';
import { useConfirm } from '@/components/admin/ui/confirm-dialog';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormSection } from '@/components/admin/ui/form-section';
import { Loaded } from '@/components/admin/ui/loaded';
import { useAdminAction } from '@/components/admin/ui/use-admin-action';
import { ALL_SESSIONS_KEY, SESSIONS_KEY } from '@/lib/api/admin-keys';
import { endSession, fetchSessions, type AdminSession } from '@/lib/api/admin-account';

/** Sessions by person, in the order their newest activity comes: whose browsers are signed in. */
function byPerson(sessions: AdminSession[]) {
  const people = new Map<string, { username: string; sessions: AdminSession[] }>();
  for (const session of sessions) {
    const person = people.get(session.user.id) ?? { username: session.user.username, sessions: [] };
    person.sessions.push(session);
    people.set(session.user.id, person);
  }
  return [...people.entries()];
}

/**
 * The browsers signed in: the person's own (`all` false), or everyone else's by person (owners;
 * her own are in the first list already). Each with its browser, address and last activity, and
 * End; ending this browser's session signs out.
 */
export function SessionsList({ all }: { all: boolean }) {
  const t = useTranslations('AdminAccount');
  const { username } = useAdmin();
  const key = all ? ALL_SESSIONS_KEY : SESSIONS_KEY;
  const sessions = useAdminData(key, fetchSessions, 'the sessions');
  const id = all ? 'account-all-sessions' : 'account-sessions';
  return (
    <FormSection
      id={id}
      heading="h2"
      title={all ? t('allSessionsTitle') : t('sessionsTitle')}
      lead={all ? t('allSessionsLead') : t('sessionsLead')}
    >
      <Loaded state={sessions} namespace="AdminAccount" loading="sessionsLoading" failed="sessionsFailed">
        {({ sessions: list }) =>
          all ? (
            <OthersSessions
              people={byPerson(list.filter((session) => session.user.username !== username))}
              id={id}
              onChanged={() => sessions.mutate()}
            />
          ) : list.length === 0 ? (
            <p className="text-sm text-muted">{t('noSessions')}</p>
          ) : (
            <SessionRows sessions={list} onChanged={() => sessions.mutate()} />
          )
        }
      </Loaded>
    </FormSection>
  );
}

function OthersSessions({ people, id, onChanged }: { people: ReturnType<typeof byPerson>; id: string; onChanged: () => unknown }) {
  const t = useTranslations('AdminAccount');
  if (people.length === 0) return <p className="text-sm text-muted">{t('noOtherSessions')}</p>;
  return (
    <div className="space-y-5">
      {people.map(([userId, person]) => (
        <section key={userId} aria-labelledby={`${id}-${userId}`}>
          <h3 id={`${id}-${userId}`} className="flex flex-wrap items-baseline gap-2 font-sans text-sm font-semibold text-plum">
            <span className="break-all">{person.username}</span>
            <span className="text-xs font-medium text-muted">{t('sessionCount', { count: person.sessions.length })}</span>
          </h3>
          <SessionRows sessions={person.sessions} onChanged={onChanged} />
        </section>
      ))}
    </div>
  );
}

function SessionRows({ sessions, onChanged }: { sessions: AdminSession[]; onChanged: () => unknown }) {
  const t = useTranslations('AdminAccount');
  const format = useFormatter();
  const confirm = useConfirm();
  const { logout } = useAdmin();
  const { busy, run } = useAdminAction(onChanged);

  async function end(session: AdminSession) {
    if (session.current) {
      const agreed = await confirm({ title: t('endCurrentQuestion'), message: t('endCurrentMessage'), confirmLabel: t('endConfirm') });
      if (!agreed) return;
    }
    const ended = await run(session.id, async () => (await endSession(session.id), true), {
      done: () => t('ended'),
      failed: t('endFailed'),
    });
    if (ended && session.current) await logout();
  }

  return (
    <ul className="mt-2 divide-y divide-plum/10 rounded-2xl ring-1 ring-plum/10">
      {sessions.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <div className="min-w-0 flex-1 basis-48">
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-plum">
              <span className="break-words">{session.browser}</span>
              {session.current && <Pill look="bg-blush text-rose-deep ring-rose-deep/20">{t('thisBrowser')}</Pill>}
            </p>
            <p className="mt-0.5 break-all text-xs text-muted">
              {t('sessionDetail', {
                address: session.address,
                date: format.dateTime(new Date(session.last_seen_at), { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </p>
          </div>
          <button
            type="button"
            disabled={busy === session.id}
            onClick={() => void end(session)}
            aria-label={t('endLabel', { browser: session.browser })}
            className={`${secondaryButtonClass} min-h-11`}
          >
            {t('end')}
          </button>
        </li>
      ))}
    </ul>
  );
}
