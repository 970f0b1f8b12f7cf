-- A learner's mock start in one round trip (exam day: every taker starts within seconds). The service decides who
-- may start and with what allowance; this only counts and inserts under the learner's row lock, as the transaction
-- it replaces did (see docs/decisions/0014-start-in-two-statements.md). A plpgsql function takes a fresh snapshot per
-- statement, so the count after the lock sees every start committed before it.
-- p_max null: unlimited (no lock, no count). p_since null: count every start ever (the free plan).
-- Returns the attempt (created or already there), or no attempt and the count when the allowance is used up.
CREATE FUNCTION start_mock_attempt(
  p_user uuid, p_mock integer, p_max integer, p_since timestamptz,
  p_timer_mode text, p_time_factor real, p_stage_order integer[], p_stage_deadline timestamptz,
  p_ends_at timestamptz, p_client_id text, p_now timestamptz
) RETURNS TABLE (attempt_id uuid, created boolean, used integer)
LANGUAGE plpgsql AS $$
BEGIN
  created := false;
  IF p_max IS NOT NULL THEN
    -- The learner's own row serialises their starts (the lock lockLearnerRow takes), so two at once never pass the
    -- limit together.
    PERFORM 1 FROM users WHERE id = p_user FOR NO KEY UPDATE;
    SELECT a.id INTO attempt_id FROM mock_attempts a WHERE a.user_id = p_user AND a.mock_id = p_mock;
    IF attempt_id IS NOT NULL THEN
      RETURN NEXT;
      RETURN;
    END IF;
    SELECT count(*)::integer INTO used FROM mock_attempts a
     WHERE a.user_id = p_user AND (p_since IS NULL OR a.started_at >= p_since);
    IF used >= p_max THEN
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;
  -- Two starts at once give one attempt: the learner–mock key refuses the second, which returns the first.
  INSERT INTO mock_attempts AS a (mock_id, user_id, timer_mode, time_factor, stage_order, stage_deadline, ends_at,
                                  client_id, last_seen_at, started_at)
  VALUES (p_mock, p_user, p_timer_mode, p_time_factor, p_stage_order, p_stage_deadline, p_ends_at,
          p_client_id, p_now, p_now)
  ON CONFLICT (user_id, mock_id) DO NOTHING
  RETURNING a.id INTO attempt_id;
  created := attempt_id IS NOT NULL;
  IF NOT created THEN
    SELECT a.id INTO attempt_id FROM mock_attempts a WHERE a.user_id = p_user AND a.mock_id = p_mock;
  END IF;
  RETURN NEXT;
END $$;
