-- Issue 16: outbox copies stored before links that open something were hidden may hold a guest's request
-- link, a private song's key, a confirmation or an unsubscribe link: hide the key (the delivered message keeps
-- it). In HTML bodies a second parameter follows "&amp;", hence the ";".
UPDATE "mail_outbox"
SET "text" = regexp_replace("text", '([?&;#](token|key|confirm|unsubscribe)=)[^\s"''<&]+', '\1[hidden]', 'g'),
    "html" = regexp_replace("html", '([?&;#](token|key|confirm|unsubscribe)=)[^\s"''<&]+', '\1[hidden]', 'g')
WHERE "text" ~ '[?&;#](token|key|confirm|unsubscribe)=' OR "html" ~ '[?&;#](token|key|confirm|unsubscribe)=';
