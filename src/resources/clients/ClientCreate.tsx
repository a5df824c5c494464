import { ClientForm } from './ClientForm';
import { makeCreatePage } from '../framework/ResourcePages';

export default makeCreatePage(ClientForm);
