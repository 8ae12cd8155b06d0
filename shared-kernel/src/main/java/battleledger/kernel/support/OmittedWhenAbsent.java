package battleledger.kernel.support;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A record component added to a stored shape after events of the old shape were written: when it is null it is not
 * written at all, so an old event's JSON (and its digest) stays byte for byte what it was, and a new event that does
 * not use the component looks like an old one.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.RECORD_COMPONENT, ElementType.METHOD, ElementType.FIELD})
public @interface OmittedWhenAbsent {
}
