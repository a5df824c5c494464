import { makeCreatePage } from '../framework/ResourcePages';
import { CustomerForm } from './CustomerForm';

export default makeCreatePage(CustomerForm);
