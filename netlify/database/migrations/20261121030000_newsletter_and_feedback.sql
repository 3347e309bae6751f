-- Newsletter: only what sending a newsletter needs. The address is stored normalised
-- (trimmed, lowercased), so the unique constraint is what makes a second sign-up a no-op.
-- No IP address, user agent or account is kept with it.
CREATE TABLE newsletter_subscribers (
  id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email      TEXT        NOT NULL UNIQUE
             CHECK (email = lower(btrim(email)) AND char_length(email) BETWEEN 3 AND 254 AND position('@' IN email) > 1),
  source     TEXT        NOT NULL CHECK (source ~ '^[a-z][a-z0-9-]{0,31}$'),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Feedback from premium users (spec §3): who, what, on which page, from which browser.
-- It belongs to its user (accounts migration's rule): deleting the account deletes it,
-- merging an anonymous account moves it.
CREATE TABLE feedback (
  id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    UUID        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject    TEXT        NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 100),
  message    TEXT        NOT NULL CHECK (char_length(message) BETWEEN 1 AND 1000),
  page       TEXT        NOT NULL CHECK (char_length(page) <= 512),
  user_agent TEXT        CHECK (char_length(user_agent) <= 512),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX feedback_created_at ON feedback (created_at DESC);
CREATE INDEX feedback_user_id ON feedback (user_id);
