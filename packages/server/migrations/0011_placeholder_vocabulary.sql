-- One word for the members an admin adds and predicts for: "placeholder", as the product says (it was "fake").
ALTER TABLE "users" RENAME COLUMN "is_fake" TO "is_placeholder";
--> statement-breakpoint
-- A trigger function's body names columns as text: it must be written again with the new name.
CREATE OR REPLACE FUNCTION bump_versions_of_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_group_versions(ARRAY(
    SELECT gm.group_id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN group_members gm ON gm.user_id = n.id
    WHERE (n.username, n.bg_colour, n.is_placeholder, n.image) IS DISTINCT FROM (o.username, o.bg_colour, o.is_placeholder, o.image)));
  RETURN NULL;
END $$;
