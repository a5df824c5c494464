import { makeCreatePage } from '../clients/pages';
import { CustomerForm } from './CustomerForm';

export default makeCreatePage(CustomerForm);
