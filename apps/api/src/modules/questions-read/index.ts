// Reads of what buyers answered at checkout (issue 16): holders and answers per booking, for the
// e-tickets, check-in, attendee list and CSV, order detail, the confirmation mail and the PDF.
export { findHolderName, findQuestionsOfEvent } from './queries';
export {
  type BookingAnswers,
  genderOf,
  holderOf,
  NO_ANSWERS,
  readAnswersOf,
  readBookingAnswers,
} from './read-answers';
