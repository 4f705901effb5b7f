import type { MessageTexts } from './nl.js'

export const en: MessageTexts = {
  'email.footer': 'This is an automated message; you cannot reply to this e-mail.',
  'email.buttonFallback': 'Button not working? Open this link:',
  'greeting.named': 'Hello {name},',
  'greeting.anonymous': 'Hello,',

  'tickets.subject': 'Your tickets for {event} ({orderNumber})',
  'tickets.title': 'Your tickets for {event}',
  'tickets.intro':
    '{greeting} thank you for your order! Have the QR code of each ticket scanned at the entrance, on your phone or printed.',
  'tickets.details': 'Event: {event}\nDate: {date}\nLocation: {venue}\nOrder number: {orderNumber}',
  'tickets.attachment.one': 'Attached is a PDF with your ticket. Use the button to download it again; the link works until {date}.',
  'tickets.attachment.many':
    'Attached is a PDF with your {count} tickets, one per page. Use the button to download them again; the link works until {date}.',
  'tickets.qrAlt': 'QR code of ticket {number}',
  'tickets.card': 'Ticket {number} of {count}: {type}',
  'tickets.code': 'Code: {code}',
  'tickets.download': 'Download tickets',
  'tickets.invoice': 'Download invoice (PDF)',
  'tickets.claim': 'Keep these tickets in your account',
  'tickets.cancel': 'View or cancel your order',
  'tickets.free': 'Free',
  'tickets.locationUnknown': 'Location not available',
  'tickets.whatsapp.one':
    '{site}: Your ticket for {event} ({date}, {venue}) is ready. Order number {orderNumber}. Download it here: {link}',
  'tickets.whatsapp.many':
    '{site}: Your {count} tickets for {event} ({date}, {venue}) are ready. Order number {orderNumber}. Download them here: {link}',

  'transfer.subject': '{from} gives you a ticket for {event}',
  'transfer.title': 'Your ticket for {event}',
  'transfer.intro': '{greeting} {from} has passed a ticket for {event} on to you. It is now in your name.',
  'transfer.details': 'Event: {event}\nDate: {date}\nLocation: {venue}\nTicket: {type}',
  'transfer.attachment': 'Attached is a PDF with your ticket. Use the button to download it again; the link works until {date}.',
  'transfer.whatsapp': '{site}: {from} has given you a ticket for {event} ({date}, {venue}). Download it here: {link}',
  'transferDone.subject': 'Your ticket for {event} has been passed on',
  'transferDone.intro':
    '{greeting} you passed your ticket ({type}) for {event} on to {to}. Your old QR code is no longer valid; {to} has received a new ticket.',
  'transferDone.whatsapp': '{site}: your ticket for {event} has been passed on to {to}. Your old QR code is no longer valid.',

  'pdf.header': '{site} · ticket {number} of {count}',
  'pdf.holder': 'Name: {name}',
  'pdf.yes': 'Yes',
  'pdf.no': 'No',
  'pdf.order': 'Order: {orderNumber}',
  'pdf.code': 'Ticket code: {code}',

  'verify.subject': 'Confirm your e-mail address at {site}',
  'verify.title': 'Confirm your e-mail address',
  'verify.intro': '{greeting} welcome to {site}! Confirm your e-mail address with the button below.',
  'verify.validity': "The link is valid for {hours} hours. Didn't create an account? Then you can ignore this e-mail.",
  'verify.button': 'Confirm e-mail address',

  'reset.subject': 'Reset your password at {site}',
  'reset.title': 'Reset your password',
  'reset.intro': '{greeting} we received a request to reset the password of your {site} account.',
  'reset.choose': 'Choose a new password with the button below. The link is valid for {minutes} minutes and works once.',
  'reset.ignore': "Didn't ask for this? Then you don't need to do anything; your password stays the same.",
  'reset.button': 'Choose a new password',

  'invite.subject': '{organizer} invites you to their team at {site}',
  'invite.title': 'Welcome to the team of {organizer}',
  'invite.intro': '{greeting} {organizer} created an account for you at {site} as {role}.',
  'invite.choose':
    'Choose your password with the button below. The link is valid for {days} days and works once. Then sign in with your e-mail address {email}.',
  'invite.signIn': 'After that, sign in here',
  'invite.button': 'Set your password',
  'inviteRefused.subject': '{organizer} tried to add you to their team on {site}',
  'inviteRefused.title': 'You have not been added to a team',
  'inviteRefused.intro':
    '{greeting} {organizer} tried to add you to their team on {site} as {role}. Your e-mail address already has an account here, and an existing account cannot be taken into a team. Nothing has changed.',
  'inviteRefused.next':
    'Do you want to work for {organizer}? Ask them to invite you with another e-mail address, such as your work address. If you do not know {organizer}, you can ignore this e-mail.',
  'invite.role.manager': 'manager',
  'invite.role.loket_medewerker': 'box office staff',
  'invite.role.scanner': 'scanner',
  'invite.role.agent_manager': 'agent manager',
  'invite.role.agent_loket_medewerker': 'agent box office staff',

  'code.subject': 'Your verification code for {site}',
  'code.title': 'Your code: {code}',
  'code.intro': '{greeting} use this code to {purpose}: {code}',
  'code.validity': 'The code is valid for {minutes} minutes. Do not share it with anyone; {site} never asks for your code.',
  'code.whatsapp': '{site}: your code to {purpose} is {code}. The code is valid for {minutes} minutes. Do not share it with anyone.',
  'purpose.verifyPhone': 'confirm your phone number',
  'purpose.confirmEmailChange': 'confirm the change of your e-mail address to {email}',
  'purpose.confirmNewEmail': 'confirm your new e-mail address',
  'purpose.confirmPhoneChange': 'confirm the change of your phone number',
  'purpose.confirmNewPhone': 'confirm your new phone number',

  'eventCancelled.subject': '{event} has been cancelled (order {orderNumber})',
  'eventCancelled.title': '{event} will not take place',
  'eventCancelled.intro':
    '{greeting} unfortunately {event} ({date}) has been cancelled by the organizer. Your tickets are no longer valid.',
  'eventCancelled.refund': 'Your payment for order {orderNumber} will be refunded; you do not need to do anything.',
  'eventCancelled.free': 'Your order {orderNumber} was free; there is nothing to refund.',
  'eventCancelled.whatsapp': '{site}: {event} ({date}) has been cancelled by the organizer. {refund}',

  'orderRefunded.subject': 'Refund for your order {orderNumber}',
  'orderRefunded.title': 'Your money is on its way back',
  'orderRefunded.intro': '{greeting} the organizer of {event} has refunded {tickets} of your order {orderNumber}: {amount}.',
  'orderRefunded.void': 'The refunded tickets are no longer valid; your other tickets stay valid.',
  'orderRefunded.method.mollie':
    'The amount goes back to the account or card you paid with ({providerAmount}); allow 5 to 10 working days.',
  'orderRefunded.method.uni5pay': 'The amount goes back to your Uni5Pay+ account, usually within 1 to 3 working days.',
  'orderRefunded.method.cash': 'You get the amount back in cash from the seller of your tickets.',
  'orderRefunded.method.pin': 'The amount goes back to the debit card you paid with; allow 1 to 3 working days.',
  'orderRefunded.tickets.one': '1 ticket',
  'orderRefunded.tickets.many': '{count} tickets',
  'orderRefunded.whatsapp': '{site}: {tickets} of your order {orderNumber} ({event}) has been refunded: {amount}. {method}',

  'venueApproved.subject': 'Your venue {venue} has been approved',
  'venueApproved.title': '{venue} is online',
  'venueApproved.intro':
    '{greeting} good news: an administrator of {site} has approved {venue}. The venue is now on the site and organizers can choose it for their events.',
  'venueApproved.note':
    'If you later change the name, the address or the capacity, the venue goes back for approval and is hidden until then.',
  'venueApproved.button': 'View your venue',

  'venueRejected.subject': 'Your venue {venue} has not been approved',
  'venueRejected.title': '{venue} has not been approved yet',
  'venueRejected.intro': '{greeting} an administrator of {site} did not approve {venue}, for this reason:',
  'venueRejected.reason': '“{reason}”',
  'venueRejected.next': 'Change your venue in your dashboard. Once you have changed it, we review it again.',
  'venueRejected.button': 'Change venue',

  'bookingAnswered.confirmed.subject': '{venue} has confirmed your request for {date}',
  'bookingAnswered.confirmed.title': 'Your venue request is confirmed',
  'bookingAnswered.confirmed.intro': '{greeting} good news: {venue} has confirmed your request for {event} on {date}. The day is yours.',
  'bookingAnswered.rejected.subject': '{venue} cannot accept your request for {date}',
  'bookingAnswered.rejected.title': 'Your venue request was declined',
  'bookingAnswered.rejected.intro': '{greeting} unfortunately {venue} cannot accept your request for {event} on {date}.',
  'bookingAnswered.rejected.next': 'Choose another venue or date in your event; we will request it for you straight away.',
  'bookingAnswered.rejected.draft':
    'Because the venue does not confirm your date, {event} is no longer online: it is a draft again. Publish it again once a venue has confirmed your date.',
  'bookingAnswered.message': 'Message from {venue}:\n{message}',
  'bookingAnswered.yourEvent': 'your event',
  'bookingAnswered.button': 'View your event',

  'adminInvite.subject': 'Your administrator account at {site}',
  'adminInvite.title': 'Welcome as an administrator of {site}',
  'adminInvite.intro': '{greeting} {inviter} created an account for you at {site} as {role}.',
  'adminInvite.choose':
    'Choose your password with the button below. The link is valid for {days} days and works once. Then sign in with your e-mail address {email}.',
  'adminInvite.button': 'Set your password',
  'adminInvite.role.admin': 'administrator',
  'adminInvite.role.subAdmin': 'sub-admin',

  'eventUnpublished.subject': '{event} has been taken offline at {site}',
  'eventUnpublished.title': '{event} is no longer online',
  'eventUnpublished.intro':
    '{greeting} an administrator of {site} has taken your event {event} ({date}) offline. It no longer shows on the site and no more tickets are sold; tickets already sold stay valid.',
  'eventUnpublished.reason': 'Reason: {reason}',
  'eventUnpublished.next': 'Change the event and publish it again, or reach us through the contact page if you have questions.',
  'eventUnpublished.button': 'Go to my events',
  'reviewInvite.subject': 'How was {event}? Leave a review',
  'reviewInvite.title': 'How was {event}?',
  'reviewInvite.intro': '{greeting} you were at {event} ({date}). Tell other visitors how it was: it takes a minute.',
  'reviewInvite.validity': 'The link works once, until {date}. You do not need an account.',
  'reviewInvite.button': 'Write a review',
  'reviewInvite.whatsapp': '{site}: how was {event}? Leave your review here (works until {date}): {link}',
  'payoutPaid.subject': 'Payout of {amount} from {site}',
  'payoutPaid.title': 'We have transferred {amount} to you',
  'payoutPaid.intro': '{greeting} {site} has transferred {amount} of your ticket sales to you.',
  'payoutPaid.reference': 'Transfer reference: {reference}. It may take a few working days before the amount shows in your account.',
  'payoutPaid.balance': 'After this payout, {balance} is still owed to you.',
  'payoutPaid.button': 'View payouts',
  'dataExport.subject': 'Your data at {site} is ready',
  'dataExport.title': 'Your data is ready',
  'dataExport.intro':
    '{greeting} you asked for a copy of your data at {site}: your account, orders, tickets, likes, reviews and activity, as JSON files in a ZIP.',
  'dataExport.validity':
    'The link works for {days} days, only while you are signed in with this account. Did you not ask for this? Then change your password.',
  'dataExport.button': 'Download my data',
  'twoFactorOff.subject': 'Two-factor authentication is off at {site}',
  'twoFactorOff.title': 'Two-factor authentication is off',
  'twoFactorOff.intro':
    '{greeting} two-factor authentication for your {site} account was just turned off. Signing in now asks only for your password.',
  'twoFactorOff.notYou':
    'Was this not you? Choose a new password at once through ‘Forgot password’ and turn two-factor authentication back on in your account settings.',
  'recoveryUsed.subject': 'Someone signed in with a recovery code at {site}',
  'recoveryUsed.title': 'Signed in with a recovery code',
  'recoveryUsed.intro':
    '{greeting} someone just signed in to your {site} account with one of your recovery codes. That code no longer works; you have {left} left.',
  'recoveryUsed.notYou':
    'Was this not you? Choose a new password at once through ‘Forgot password’ and sign out everywhere in your account settings.',
  // A message from an event's organizer to its attendees, and the reminder before the event.
  'attendeeMessage.footer':
    'You are receiving this message from the organizer of {event} because you have a ticket for it. Replies are not possible.',
  'attendeeMessage.whatsapp': '{site} – {event}: {subject}\n\n{body}',
  'reminder.subject': 'Reminder: {event} starts {date}',
  'reminder.title': 'See you soon at {event}!',
  'reminder.intro':
    '{greeting} a reminder: {event} starts {date} at {venue}. Do not forget your tickets; the QR code is scanned at the entrance.',
  'reminder.button': 'View my tickets',
  'reminder.whatsapp': '{site}: reminder – {event} starts {date} at {venue}. Your tickets: {link}',
}
