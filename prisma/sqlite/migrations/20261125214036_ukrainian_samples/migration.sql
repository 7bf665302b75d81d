-- Ukrainian sample texts reworded (issue 28): a seeded sample is replaced only where the stored
-- Ukrainian value is still exactly the text an earlier release seeded; a text staff changed, even
-- by one character, is left alone. The parish name and description gain a Ukrainian sample where
-- the English ones are still the samples and no Ukrainian text was ever set. New sites are seeded
-- with the new texts (messages/uk.json, lib/db/seed-data.ts) after this runs on empty tables.

UPDATE "Service" SET "dayTime" = json_set("dayTime", '$.ua', 'Першої неділі місяця об 11:30') WHERE json_extract("dayTime", '$.ua') = '11:30, перша неділя кожного місяця';
UPDATE "Service" SET "dayTime" = json_set("dayTime", '$.ua', 'З понеділка по п’ятницю') WHERE json_extract("dayTime", '$.ua') = 'З понеділка до пʼятниці';
UPDATE "Announcement" SET "body" = json_set("body", '$.ua', 'Запрошуємо на Воскресну Утреню та Божественну Літургію, після яких — освячення пасок і парафіяльний сніданок.') WHERE json_extract("body", '$.ua') = 'Запрошуємо на Воскресну Утреню та Божественну Літургію, після яких — освячення пасок і парафіяльний сніданок.';
UPDATE "Announcement" SET "subtitle" = json_set("subtitle", '$.ua', 'Кожної другої п’ятниці') WHERE json_extract("subtitle", '$.ua') = 'Щодругої п’ятниці';
UPDATE "Announcement" SET "body" = json_set("body", '$.ua', 'Молодь парафії збирається на розмови про віру, ігри та добрі справи. Ми завжди раді новим учасникам.') WHERE json_extract("body", '$.ua') = 'Молодь парафії збирається на розмови про віру, ігри та добрі справи. Завжди раді новим учасникам.';
UPDATE "Settings" SET "translations" = json_set("translations", '$.ua.patronText', 'Київський князь, рівноапостольний святий Володимир охрестив Київську Русь 988 року. Наша парафія продовжує його спадщину віри, культури та служіння.') WHERE json_extract("translations", '$.ua.patronText') = 'Київський князь, рівноапостольний святий Володимир хрестив народ Київської Русі 988 року. Наша парафія продовжує його спадщину віри, культури та служіння.';
UPDATE "Settings" SET "translations" = json_set(COALESCE("translations", '{}'), '$.ua', json_set(COALESCE(json_extract("translations", '$.ua'), '{}'), '$.title', 'Українська католицька парафія святого Володимира'))
    WHERE "title" = 'St. Volodymyr Ukrainian Catholic Parish' AND json_extract(COALESCE("translations", '{}'), '$.ua.title') IS NULL;
UPDATE "Settings" SET "translations" = json_set(COALESCE("translations", '{}'), '$.ua', json_set(COALESCE(json_extract("translations", '$.ua'), '{}'), '$.description', 'Українська католицька парафія візантійської традиції: Божественна Літургія українською та англійською мовами і громада, що рада кожному.'))
    WHERE "description" IN ('A Ukrainian Catholic parish of the Byzantine tradition: Divine Liturgy in Ukrainian and English, and a community that welcomes everyone. (Sample text: change it in the dashboard.)', 'A Ukrainian Catholic parish of the Byzantine tradition: Divine Liturgy in Ukrainian and English, and a community that welcomes everyone.') AND json_extract(COALESCE("translations", '{}'), '$.ua.description') IS NULL;
