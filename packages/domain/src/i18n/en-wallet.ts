import { API_MESSAGES } from '../messages/api.ts';
import { prefixed } from './catalog.ts';

/** The API's wallet answers (Add Funds, a payment, a boost), shown in the page's language. */
const WALLET_API_MESSAGES = {
  depositLimits: API_MESSAGES.depositLimits,
  paymentsUnavailable: API_MESSAGES.paymentsUnavailable,
  orderNotFound: API_MESSAGES.orderNotFound,
  insufficientFunds: API_MESSAGES.insufficientFunds,
  boostNotPublic: API_MESSAGES.boostNotPublic,
  boostWithoutEnd: API_MESSAGES.boostWithoutEnd,
  boostPriceChanged: API_MESSAGES.boostPriceChanged,
} as const;

/**
 * English of the wallet's screens: the dashboard's wallet card, Add Funds, the wallet page with its
 * payment outcomes and receipts, and buying a boost for a job. A part of its own, in both languages
 * (ur-wallet.ts): the web app adds it with the chunks that say it (the dashboard's, the wallet's),
 * so no first visit to the job lists carries it. The API's wallet answers are part of it.
 */
export const EN_WALLET = {
  ...prefixed('api', WALLET_API_MESSAGES),
  // The dashboard's card.
  'wallet.forBoosts': "Funds pay for boosting your company's jobs, so they show first in the job lists.",
  'wallet.seekersFree':
    'Applying, saving jobs and job alerts are free. Modern Jobs never asks job seekers for money, and never will.',
  'wallet.recent': 'Latest transactions',
  'wallet.allTransactions': 'All transactions',
  'wallet.loading': 'Loading transactions',
  'wallet.loadFailed': 'We could not load your transactions.',
  'wallet.none': 'No transactions yet',
  'wallet.noneEmployer': 'Add funds to boost your jobs. Every payment and boost shows here, with its receipt.',
  'wallet.noneSeeker': 'Your wallet has nothing in it, and needs nothing.',
  'wallet.type.deposit': 'Funds added',
  'wallet.type.boost': 'Job boost',
  'wallet.type.refund': 'Refund',
  'wallet.type.adjustment': 'Adjustment',
  'wallet.type.withdrawal': 'Withdrawal',
  'wallet.type.contact': 'Candidate contacts',
  'wallet.balanceAfter': 'Balance after: {amount}',
  // Add Funds.
  'wallet.add.intro':
    "You pay on the payment service's own page, then come back here. Your wallet is credited once the payment service confirms it.",
  'wallet.add.presets': 'Choose an amount',
  'wallet.add.amount': 'Amount (PKR)',
  'wallet.add.amountHint': 'From {min} to {max}, in rupees (paisa after a point: 1500.50)',
  'wallet.add.amountRequired': 'Enter the amount to add',
  'wallet.add.amountInvalid': 'Enter an amount in rupees, like 1500 or 1500.50',
  'wallet.add.amountLimits': 'Add at least {min} and at most {max} at a time',
  'wallet.add.method': 'Pay with',
  'wallet.add.jazzcashWallet': 'JazzCash mobile account',
  'wallet.add.jazzcashCard': 'Debit or credit card (through JazzCash)',
  'wallet.add.easypaisa': 'Easypaisa mobile account',
  'wallet.add.mobile': 'Mobile account number (optional)',
  'wallet.add.mobileHint': 'Like 03001234567. Leave it empty to type it on the payment page.',
  'wallet.add.mobileInvalid': 'Enter a mobile account number like 03001234567',
  'wallet.add.submit': 'Continue to pay {amount}',
  'wallet.add.redirecting': 'Taking you to the payment page…',
  'wallet.add.failed': 'We could not start the payment.',
  'wallet.add.cancel': 'Cancel',
  'wallet.add.employersOnly': 'Only an employer adds funds. Set up your company first.',
  // The wallet page.
  'wallet.pageTitle': 'Wallet | Modern Jobs',
  'wallet.title': 'Wallet',
  'wallet.backToDashboard': 'Back to dashboard',
  'wallet.transactions': 'Transactions',
  'wallet.loadMore': 'Load more transactions',
  'wallet.order.paid.title': 'Payment received',
  'wallet.order.paid': '{amount} was added to your wallet.',
  'wallet.order.failed.title': 'Payment failed',
  'wallet.order.cancelled.title': 'Payment cancelled',
  'wallet.order.expired.title': 'Payment expired',
  'wallet.order.nothingAdded': 'Nothing was added to your wallet for this payment of {amount}.',
  'wallet.order.gatewaySaid': 'The payment service said: {message}',
  'wallet.order.pending.title': 'Waiting for the payment service',
  'wallet.order.pending':
    'The payment service has not confirmed your payment of {amount} yet. This page checks again in a few seconds.',
  'wallet.order.stillPending':
    'Still waiting. If you paid, your wallet is credited as soon as the payment service confirms it. Check again later.',
  'wallet.order.checkAgain': 'Check again',
  'wallet.order.loading': 'Looking up your payment',
  'wallet.order.loadFailed': 'We could not look up this payment.',
  'wallet.order.reference': 'Payment reference: {reference}',
  // A receipt of one entry, printable.
  'wallet.receipt.open': 'Receipt',
  'wallet.receipt.openLabel': 'Receipt: {type}, {date}',
  'wallet.receipt.title': 'Receipt',
  'wallet.receipt.account': 'Account',
  'wallet.receipt.reference': 'Reference',
  'wallet.receipt.entry': 'Transaction number',
  'wallet.receipt.date': 'Date',
  'wallet.receipt.type': 'Type',
  'wallet.receipt.details': 'Details',
  'wallet.receipt.amount': 'Amount',
  'wallet.receipt.balanceAfter': 'Balance after',
  'wallet.receipt.print': 'Print',
  // Buying a boost for a job (the employer's jobs page).
  'boost.action': 'Boost',
  'boost.actionLabel': 'Boost {title}',
  'boost.title': 'Boost this job',
  'boost.intro':
    'A boosted job shows first in the job lists, with the BOOSTED badge. The price comes from your wallet.',
  'boost.choose': 'How long',
  'boost.days': '{days} days',
  'boost.currentEnd': 'Boosted until {date}. A new boost adds its days after that.',
  'boost.notBoosted': 'Not boosted now: a boost starts today.',
  'boost.balance': 'Wallet balance: {amount}',
  'boost.buy': 'Pay {amount} and boost',
  'boost.cancel': 'Cancel',
  'boost.done': 'Job boosted',
  'boost.doneText': '{title}: boosted until {date}',
  'boost.failed': 'We could not boost this job.',
  'boost.addFunds': 'Add Funds',
  'boost.until': 'Boosted until {date}',
  'boost.noEnd': 'Boosted',
} as const;

export type WalletKey = keyof typeof EN_WALLET;
