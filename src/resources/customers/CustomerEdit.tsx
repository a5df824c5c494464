import { makeEditPage } from '../clients/pages';
import { CustomerForm } from './CustomerForm';

export default makeEditPage(CustomerForm);
