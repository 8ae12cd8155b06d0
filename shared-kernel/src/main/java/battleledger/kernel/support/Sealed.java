package battleledger.kernel.support;

import java.util.ArrayList;
import java.util.List;

/** Reading a sealed hierarchy: the kernel's commands and events are records below sealed interfaces. */
public final class Sealed {

    private Sealed() {
    }

    /** Every concrete record type permitted below a sealed interface, in the order they are permitted. */
    public static List<Class<?>> leaves(Class<?> sealed) {
        List<Class<?>> out = new ArrayList<>();
        for (Class<?> sub : sealed.getPermittedSubclasses()) {
            if (sub.isSealed()) {
                out.addAll(leaves(sub));
            } else {
                out.add(sub);
            }
        }
        return out;
    }
}
