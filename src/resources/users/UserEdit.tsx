import { UserForm } from './UserForm';
import { makeEditPage } from '../framework/ResourcePages';

export default makeEditPage(UserForm);
