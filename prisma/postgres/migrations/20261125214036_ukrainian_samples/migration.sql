-- Ukrainian sample texts reworded (issue 28): a seeded sample is replaced only where the stored
-- Ukrainian value is still exactly the text an earlier release seeded; a text staff changed, even
-- by one character, is left alone. The parish name and description gain a Ukrainian sample where
-- the English ones are still the samples and no Ukrainian text was ever set. New sites are seeded
-- with the new texts (messages/uk.json, lib/db/seed-data.ts) after this runs on empty tables.

UPDATE "Service" SET "dayTime" = jsonb_set("dayTime", '{ua}', to_jsonb('Першої неділі місяця об 11:30'::text)) WHERE "dayTime" ->> 'ua' = '11:30, перша неділя кожного місяця';
UPDATE "Service" SET "dayTime" = jsonb_set("dayTime", '{ua}', to_jsonb('З понеділка по п’ятницю'::text)) WHERE "dayTime" ->> 'ua' = 'З понеділка до пʼятниці';
UPDATE "Announcement" SET "body" = jsonb_set("body", '{ua}', to_jsonb('Запрошуємо на Воскресну Утреню та Божественну Літургію, після яких — освячення пасок і парафіяльний сніданок.'::text)) WHERE "body" ->> 'ua' = 'Запрошуємо на Воскресну Утреню та Божественну Літургію, після яких — освячення пасок і парафіяльний сніданок.';
UPDATE "Announcement" SET "subtitle" = jsonb_set("subtitle", '{ua}', to_jsonb('Кожної другої п’ятниці'::text)) WHERE "subtitle" ->> 'ua' = 'Щодругої п’ятниці';
UPDATE "Announcement" SET "body" = jsonb_set("body", '{ua}', to_jsonb('Молодь парафії збирається на розмови про віру, ігри та добрі справи. Ми завжди раді новим учасникам.'::text)) WHERE "body" ->> 'ua' = 'Молодь парафії збирається на розмови про віру, ігри та добрі справи. Завжди раді новим учасникам.';
UPDATE "Settings" SET "translations" = jsonb_set("translations", '{ua,patronText}', to_jsonb('Київський князь, рівноапостольний святий Володимир охрестив Київську Русь 988 року. Наша парафія продовжує його спадщину віри, культури та служіння.'::text)) WHERE "translations" #>> '{ua,patronText}' = 'Київський князь, рівноапостольний святий Володимир хрестив народ Київської Русі 988 року. Наша парафія продовжує його спадщину віри, культури та служіння.';
UPDATE "Settings" SET "translations" = jsonb_set(COALESCE("translations", '{}'::jsonb), '{ua}', COALESCE("translations" -> 'ua', '{}'::jsonb) || jsonb_build_object('title', 'Українська католицька парафія святого Володимира'::text))
    WHERE "title" = 'St. Volodymyr Ukrainian Catholic Parish' AND COALESCE("translations", '{}'::jsonb) #> '{ua,title}' IS NULL;
UPDATE "Settings" SET "translations" = jsonb_set(COALESCE("translations", '{}'::jsonb), '{ua}', COALESCE("translations" -> 'ua', '{}'::jsonb) || jsonb_build_object('description', 'Українська католицька парафія візантійської традиції: Божественна Літургія українською та англійською мовами і громада, що рада кожному.'::text))
    WHERE "description" IN ('A Ukrainian Catholic parish of the Byzantine tradition: Divine Liturgy in Ukrainian and English, and a community that welcomes everyone. (Sample text: change it in the dashboard.)', 'A Ukrainian Catholic parish of the Byzantine tradition: Divine Liturgy in Ukrainian and English, and a community that welcomes everyone.') AND COALESCE("translations", '{}'::jsonb) #> '{ua,description}' IS NULL;
