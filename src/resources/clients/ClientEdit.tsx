import { ClientForm } from './ClientForm';
import { makeEditPage } from '../framework/ResourcePages';

export default makeEditPage(ClientForm);
