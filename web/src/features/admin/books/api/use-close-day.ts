import { useCloseBooksDayMutation } from '../../../../generated/admin';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';
import { BOOKS_TEXTS } from '../utils/books-texts';

/** Closes one ended day; the outcome says who closed it first when someone did. */
export function useCloseDay() {
  const [closeBooksDay] = useCloseBooksDayMutation();
  return (day: string) =>
    sendOrganiserChange(async () => {
      const { data } = await closeBooksDay({ variables: { day } });
      return data?.closeBooksDay;
    }, BOOKS_TEXTS.closeFailed);
}
