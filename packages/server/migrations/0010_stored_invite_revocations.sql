-- An invite link ends for good when its maker stops being an admin of the group (demoted, left, removed, account
-- deleted): the server now stamps `revoked_at` in that transaction. Links whose maker is not an admin today were
-- only shown as revoked; stamp them too, so promoting the maker again does not bring them back.
UPDATE "group_invites" AS i SET "revoked_at" = now()
WHERE i."revoked_at" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "group_members" m JOIN "groups" g ON g."id" = m."group_id"
    WHERE m."group_id" = i."group_id" AND m."user_id" = i."created_by" AND (m."is_admin" OR g."owner_id" = m."user_id")
  );
