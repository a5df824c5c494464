import { makeEditPage } from '../framework/ResourcePages';
import { CustomerForm } from './CustomerForm';

export default makeEditPage(CustomerForm);
