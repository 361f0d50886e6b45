import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * The audit log: `audit_entries`, written by a row trigger on every table staff can change, in the
 * transaction of the change, whenever that transaction names a staff actor (the settings
 * `shop.actor_id`, `shop.actor_address` and `shop.operation`, set by the API for staff requests
 * only). Shoppers' and jobs' writes name no actor, and the trigger's WHEN skips them before any
 * function runs. What an entry keeps of a row is redacted in the database (`audit_redacted`), so
 * no writer can forget it: columns named like a password, token, secret, one-time code, hash or
 * signature, and any value that reads as a card number (13 to 19 digits passing Luhn's check).
 *
 * Entries cannot be changed, and only the retention job deletes them: it says how many days it
 * keeps (`shop.audit_retention_days`), and the guard lets it delete only entries older than that.
 *
 * A table created after this migration is audited by its own migration: `SELECT audit_table('its_name')`.
 * Existing rows are untouched; the log starts empty.
 */
export class AuditLog1796900001100 implements MigrationInterface {
  name = "AuditLog1796900001100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "audit_entries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "at" timestamp with time zone NOT NULL DEFAULT now(),
        "transaction_id" bigint NOT NULL DEFAULT txid_current(),
        "actor_id" uuid,
        "actor_email" character varying,
        "address" character varying,
        "operation" character varying NOT NULL,
        "action" character varying NOT NULL,
        "entity_type" character varying NOT NULL,
        "entity_id" character varying,
        "before" jsonb,
        "after" jsonb,
        CONSTRAINT "PK_audit_entries" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_audit_entries_action" CHECK ("action" IN ('insert', 'update', 'delete', 'sign_in', 'sign_in_failed', 'export'))
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_entries_at" ON "audit_entries" ("at" DESC, "id" DESC)`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_entries_actor" ON "audit_entries" ("actor_id", "at" DESC)`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_entries_entity" ON "audit_entries" ("entity_type", "entity_id", "at" DESC)`);

    await queryRunner.query(`
      CREATE FUNCTION audit_luhn(digits text) RETURNS boolean LANGUAGE plpgsql IMMUTABLE AS $$
      DECLARE
        total int := 0;
        digit int;
        n int := length(digits);
      BEGIN
        FOR i IN 0 .. n - 1 LOOP
          digit := substr(digits, n - i, 1)::int;
          IF i % 2 = 1 THEN
            digit := digit * 2;
            IF digit > 9 THEN digit := digit - 9; END IF;
          END IF;
          total := total + digit;
        END LOOP;
        RETURN total % 10 = 0;
      END $$`);
    // Digits in groups split by single spaces or dashes, as a card is typed; a uuid is never one.
    await queryRunner.query(`
      CREATE FUNCTION audit_looks_like_card(value text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
        SELECT value !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
           AND EXISTS (
             SELECT 1 FROM regexp_matches(value, '(?:^|[^0-9])((?:[0-9][ -]?){12,18}[0-9])(?![0-9])', 'g') AS m
              WHERE audit_luhn(regexp_replace(m[1], '[^0-9]', '', 'g')))
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION audit_redacted(doc jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
      BEGIN
        IF doc IS NULL THEN RETURN NULL; END IF;
        RETURN coalesce((
          SELECT jsonb_object_agg(key, CASE
            WHEN key ~* '(password|passcode|token|secret|otp|hash|signature|api_?key|private_?key|cvv|card_?(number|no))' THEN '"[redacted]"'::jsonb
            WHEN jsonb_typeof(value) = 'object' THEN audit_redacted(value)
            WHEN jsonb_typeof(value) IN ('string', 'number', 'array') AND audit_looks_like_card(value #>> '{}') THEN '"[redacted]"'::jsonb
            ELSE value END)
          FROM jsonb_each(doc)), '{}'::jsonb);
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        old_doc jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
        new_doc jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
        whole jsonb := coalesce(new_doc, old_doc);
        actor uuid := current_setting('shop.actor_id')::uuid;
        changed text[];
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          SELECT array_agg(n.key) INTO changed FROM jsonb_each(new_doc) n WHERE n.value IS DISTINCT FROM old_doc -> n.key;
          IF changed IS NULL THEN RETURN NULL; END IF;
          old_doc := (SELECT jsonb_object_agg(k, old_doc -> k) FROM unnest(changed) k);
          new_doc := (SELECT jsonb_object_agg(k, new_doc -> k) FROM unnest(changed) k);
        END IF;
        INSERT INTO audit_entries (actor_id, actor_email, address, operation, action, entity_type, entity_id, before, after)
        VALUES (
          actor,
          (SELECT u.email FROM users u WHERE u.id = actor),
          nullif(current_setting('shop.actor_address', true), ''),
          coalesce(nullif(current_setting('shop.operation', true), ''), lower(TG_OP)),
          lower(TG_OP),
          TG_TABLE_NAME,
          coalesce(whole ->> 'id', (SELECT string_agg(e.value #>> '{}', '/' ORDER BY e.key) FROM jsonb_each(whole) e WHERE e.key LIKE '%\\_id')),
          audit_redacted(old_doc),
          audit_redacted(new_doc));
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION audit_table(name regclass) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        EXECUTE format(
          'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW '
          || 'WHEN (current_setting(''shop.actor_id'', true) <> '''') EXECUTE FUNCTION audit_row_change()',
          'audited', name);
      END $$`);
    // Every table staff change, except what the database derives itself (the catalogue's version and
    // vocabulary, document and order number counters) and the outboxes of emails and webhooks, whose
    // rows follow from a change already logged.
    await queryRunner.query(`
      SELECT audit_table(format('%I', tablename)) FROM pg_tables
       WHERE schemaname = 'public'
         AND tablename NOT IN ('audit_entries', 'migrations', 'catalog_state', 'search_words', 'document_counters',
                               'order_number_counter', 'sent_emails', 'webhook_deliveries')`);

    await queryRunner.query(`
      CREATE FUNCTION audit_entries_kept() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        kept_days int := nullif(current_setting('shop.audit_retention_days', true), '')::int;
      BEGIN
        IF TG_OP = 'DELETE' AND kept_days >= 1 AND OLD.at < now() - make_interval(days => kept_days) THEN RETURN OLD; END IF;
        RAISE EXCEPTION 'audit entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "audit_entries_kept" BEFORE UPDATE OR DELETE ON "audit_entries" FOR EACH ROW EXECUTE FUNCTION audit_entries_kept()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "audit_entries_not_truncated" BEFORE TRUNCATE ON "audit_entries" FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_kept()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DO $$
      DECLARE t record;
      BEGIN
        FOR t IN SELECT c.relname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid WHERE g.tgname = 'audited' LOOP
          EXECUTE format('DROP TRIGGER audited ON %I', t.relname);
        END LOOP;
      END $$`);
    await queryRunner.query(`DROP TABLE "audit_entries"`);
    await queryRunner.query(`DROP FUNCTION audit_entries_kept()`);
    await queryRunner.query(`DROP FUNCTION audit_table(regclass)`);
    await queryRunner.query(`DROP FUNCTION audit_row_change()`);
    await queryRunner.query(`DROP FUNCTION audit_redacted(jsonb)`);
    await queryRunner.query(`DROP FUNCTION audit_looks_like_card(text)`);
    await queryRunner.query(`DROP FUNCTION audit_luhn(text)`);
  }
}
