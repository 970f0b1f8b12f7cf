// @ts-nocheck
import { sql } from 'drizzle-orm';

/**
 * A subquery counting learners active since the moment: they answered a practice question, or worked on a mock (its
 * last heartbeat or save). The staff dashboard and platform analytics both count "active learners" this one way.
 */
export const activeLearnersSince = (since: Date) => sql`(select count(distinct user_id)::int from (
    select user_id from attempts where created_at >= ${since.toISOString()}::timestamptz
    union all
    select user_id from mock_attempts where last_seen_at >= ${since.toISOString()}::timestamptz) active)`;
