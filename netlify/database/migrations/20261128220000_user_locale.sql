-- The person's language (docs/decisions/283-the-persons-language.md): what their texts, pushes
-- and e-mails are written in. Set at sign-in from the app's language and changed in Settings;
-- a push subscription carries its browser's. Rows from before are English.
ALTER TABLE users ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es'));
ALTER TABLE push_subscriptions ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es'));
