-- Every API instance keeps the signed-in sessions it has seen in memory (plugins/auth-cache.ts), so a
-- signed-in request doesn't read its session, user, roles and permissions each time. These triggers tell
-- every instance, on the channel harmony_auth, what to forget once a change commits: a user id (their
-- sessions, and sessions where they impersonate) or '*' (everything: roles and permissions changed).
-- The trigger's argument names the column holding the user id ('id' on users, 'user_id' elsewhere).
CREATE FUNCTION harmony_auth_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_row jsonb := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) END;
  after_row jsonb := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN to_jsonb(NEW) END;
BEGIN
  IF after_row IS NOT NULL THEN PERFORM pg_notify('harmony_auth', after_row ->> TG_ARGV[0]); END IF;
  IF before_row IS NOT NULL AND (before_row ->> TG_ARGV[0]) IS DISTINCT FROM (after_row ->> TG_ARGV[0]) THEN
    PERFORM pg_notify('harmony_auth', before_row ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION harmony_auth_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('harmony_auth', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only what a session user is made of: name, e-mail, active (last_login_at and the rest don't matter).
CREATE TRIGGER users_auth_notify AFTER UPDATE OF first_name, last_name, email, active OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION harmony_auth_notify_user('id');
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_notify AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION harmony_auth_notify_user('user_id');
--> statement-breakpoint
-- Deleted (sign-out, expiry, password change) or changed (timeouts) sessions; new ones aren't cached yet.
CREATE TRIGGER sessions_auth_notify AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION harmony_auth_notify_user('user_id');
--> statement-breakpoint
CREATE TRIGGER roles_auth_notify AFTER UPDATE OR DELETE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION harmony_auth_notify_all();
--> statement-breakpoint
CREATE TRIGGER role_permissions_auth_notify AFTER INSERT OR UPDATE OR DELETE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION harmony_auth_notify_all();
