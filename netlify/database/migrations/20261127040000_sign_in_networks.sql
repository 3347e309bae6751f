-- Sign-in cannot be switched off by strangers (decision 231).
-- The networks (an IPv4 address or an IPv6 /64, as the digest `networkRateLimitKey`) that
-- signed an account in: such a network has its own code and wrong-code budgets for that
-- number, which strangers elsewhere cannot spend. Deleted with the account; forgotten after 90 days.
CREATE TABLE sign_in_networks (
  user_id      UUID        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  network_key  TEXT        NOT NULL CHECK (char_length(network_key) = 32),
  signed_in_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, network_key)
);
CREATE INDEX sign_in_networks_signed_in_at ON sign_in_networks (signed_in_at);

-- The network a code was asked from: a try from that network checks that network's newest
-- code, so a stranger asking for a newer one does not void the member's code.
ALTER TABLE sign_in_codes ADD COLUMN network_key TEXT;
