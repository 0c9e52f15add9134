// The footer's newsletter box lives with the rest of the newsletter feature.
export { NewsletterForm } from '../newsletter/NewsletterForm';
