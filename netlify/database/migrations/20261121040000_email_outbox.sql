-- The e-mail outbox: where the e-mail port puts messages when no SMTP server is
-- configured (local mode). A row here was stored, never sent; GET /api/dev/email-outbox
-- reads it back in local mode only.
CREATE TABLE email_outbox (
  id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address TEXT        NOT NULL CHECK (char_length(to_address) BETWEEN 3 AND 320),
  subject    TEXT        NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 200),
  text_body  TEXT        NOT NULL,
  html_body  TEXT        NOT NULL,
  -- What the message is for, e.g. `welcome`.
  purpose    TEXT        NOT NULL CHECK (purpose ~ '^[a-z][a-z0-9_]{0,31}$'),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX email_outbox_created_at ON email_outbox (created_at DESC);
