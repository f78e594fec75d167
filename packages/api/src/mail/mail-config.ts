import { config } from '../config.ts';

/**
 * The sender's identity, checked when a mail worker loads: without MAIL_FROM it fails its cold
 * start loudly instead of every send. Routes never load this (they only write the outbox).
 */
function load() {
  if (!config.MAIL_FROM) throw new Error('Invalid API configuration: MAIL_FROM: required by the mail workers');
  return {
    from: { name: 'Modern Jobs', address: config.MAIL_FROM },
    replyTo: config.MAIL_REPLY_TO,
    /** the domain of Message-IDs: the sender's own, as mail servers expect */
    messageIdDomain: config.MAIL_FROM.split('@')[1] ?? 'localhost',
    siteOrigin: config.SITE_ORIGIN,
  };
}

export const mailConfig = load();
