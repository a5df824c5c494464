import { UserForm } from './UserForm';
import { makeCreatePage } from '../framework/ResourcePages';

export default makeCreatePage(UserForm);
