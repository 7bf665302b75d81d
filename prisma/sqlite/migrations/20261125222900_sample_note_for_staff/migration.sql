-- The seeded description no longer carries its sample note: the note is shown to signed-in staff
-- only (components/site/sample-note.client.tsx), never in the public pages. A description staff
-- have written is left alone.
UPDATE "Settings"
SET "description" = 'A Ukrainian Catholic parish of the Byzantine tradition: Divine Liturgy in Ukrainian and English, and a community that welcomes everyone.'
WHERE "description" = 'A Ukrainian Catholic parish of the Byzantine tradition: Divine Liturgy in Ukrainian and English, and a community that welcomes everyone. (Sample text: change it in the dashboard.)';
