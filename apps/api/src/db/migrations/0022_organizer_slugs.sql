-- Issue 19 (ADR-028): every organisation gets the address of its public page, /o/{slug}. The slug
-- is the display name's slug by the spec's rule (spec 2.1, contract slug.ts: lowercased, whitespace
-- to hyphens, characters other than ASCII letters, digits, _ and - dropped, repeated hyphens
-- collapsed, hyphens trimmed; 'organizer' when nothing is left), made unique with -2, -3, ... in
-- the order the organisations were created, so the backfill gives the same slugs on every copy.
-- New organisations get theirs at registration (modules/organizers/organization-slug.ts).
ALTER TABLE "organizations" ADD COLUMN "slug" text;--> statement-breakpoint
DO $$
DECLARE
  org record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR org IN SELECT id, display_name FROM organizations ORDER BY created_at, id LOOP
    base := lower(org.display_name);
    base := regexp_replace(base, '\s+', '-', 'g');
    base := regexp_replace(base, '[^A-Za-z0-9_-]+', '', 'g');
    base := regexp_replace(base, '-{2,}', '-', 'g');
    base := regexp_replace(base, '^-+|-+$', '', 'g');
    IF base = '' THEN
      base := 'organizer';
    END IF;
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM organizations WHERE slug = candidate) LOOP
      n := n + 1;
      candidate := base || '-' || n;
    END LOOP;
    UPDATE organizations SET slug = candidate WHERE id = org.id;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_slug_key" ON "organizations" USING btree ("slug");
