import { getTableColumns } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from './auth-context.ts';

/**
 * The session and subscription rules as SQL text, for statements of fixed text that check the caller themselves
 * (the exam-day routes: one round trip instead of a sign-in lookup first; see docs/decisions/0011-exam-day-writes.md).
 * Parameters are given by number; each fragment names what it expects.
 */

/** A session's last-seen time moves when it is older than this (sign-in's lookup and the fast statements alike). */
export const SESSION_TOUCH_MS = 5 * 60_000;

/** $1 token hash, $2 now: the unexpired session behind the token, its account not suspended. */
export const SESSION_OF_TOKEN = `select se.id, se.user_id from sessions se join users u on u.id = se.user_id
     where se.token_hash = $1 and se.expires_at > $2::timestamptz and u.suspended_at is null`;

/**
 * The CTEs `s` (the live session, read in the statement itself, so a session ended a moment ago is refused at once)
 * and `touched` (its last-seen time moved as sign-in's lookup does); `touchFrom`: the parameter holding now − the
 * touch interval.
 */
export const liveSession = (touchFrom: string) => `s as (${SESSION_OF_TOKEN}),
  touched as (
    update sessions set last_seen_at = $2::timestamptz
     where id = (select id from s) and last_seen_at < ${touchFrom}::timestamptz returning id)`;

/** The paid subscriptions of `user` running at `now` (SQL expressions), oldest first, with their plan's limits, as JSON. */
export const liveSubscriptionsJson = (user: string, now: string) => `(
  select coalesce(json_agg(json_build_object('startsAt', sub.starts_at, 'maxMockTests', p.max_mock_tests,
           'maxQuestions', p.max_questions, 'aiTutorAccess', p.ai_tutor_access, 'premiumContent', p.premium_content)
           order by sub.starts_at), '[]'::json)
    from subscriptions sub join subscription_plans p on p.id = sub.plan_id
   where sub.user_id = ${user} and sub.status = 'active' and sub.starts_at <= ${now} and sub.ends_at > ${now})`;

export interface LiveSubscription {
  startsAt: Date;
  maxMockTests: number;
  maxQuestions: number;
  aiTutorAccess: boolean;
  premiumContent: boolean;
}

/** liveSubscriptionsJson's value as rows. */
export function liveSubscriptionsFrom(json: Array<Omit<LiveSubscription, 'startsAt'> & { startsAt: string }>) {
  return json.map((s): LiveSubscription => ({ ...s, startsAt: new Date(s.startsAt) }));
}

const USER_COLUMNS = Object.entries(getTableColumns(users));

/** A user row read as `to_jsonb(u)` (snake_case keys, timestamps as text), as Drizzle would have read it. */
export function userFromJson(json: Record<string, unknown>): UserRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of USER_COLUMNS) {
    const value = json[column.name] ?? null;
    row[key] = value !== null && column.dataType === 'date' ? new Date(value as string) : value;
  }
  return row as UserRow;
}
