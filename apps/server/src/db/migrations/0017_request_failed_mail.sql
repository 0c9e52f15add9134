-- The request_failed e-mail said "Our team has been told" twice (the reason it quotes already says so): the
-- stored default template gets the new last line. A template an admin has edited is left as they wrote it.
UPDATE "email_templates"
SET "body" = '<p>Hi {{userName}},</p>
<p>Something went wrong while making {{#songTitle}}“{{songTitle}}”{{/songTitle}}{{^songTitle}}your song{{/songTitle}}: {{errorMessage}}.</p>
<p>If you have a question, reply to this e-mail.</p>
<p><a class="button" href="{{requestUrl}}">See the request</a></p>'
WHERE "key" = 'request_failed' AND "body" = '<p>Hi {{userName}},</p>
<p>Something went wrong while making {{#songTitle}}“{{songTitle}}”{{/songTitle}}{{^songTitle}}your song{{/songTitle}}: {{errorMessage}}.</p>
<p>Our team has been told. Reply to this e-mail and we will put it right.</p>
<p><a class="button" href="{{requestUrl}}">See the request</a></p>';
