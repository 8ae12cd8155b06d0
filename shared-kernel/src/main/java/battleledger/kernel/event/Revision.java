package battleledger.kernel.event;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The revision of an event's shape. An event without it is at revision 1. When an event's shape changes, its
 * revision goes up and the event store gets an upcaster from the previous revision (DESIGN.md, Replay and audit).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Revision {
    String value();
}
