package battleledger.ledger.axon;

import org.axonframework.serialization.SerializedType;
import org.axonframework.serialization.SimpleSerializedType;
import org.axonframework.serialization.json.JacksonSerializer;

/**
 * Axon's Jackson serializer, storing kernel events under their stable names and revisions instead of Java class
 * names, so renaming a package never breaks a stored battle.
 */
final class LedgerSerializer extends JacksonSerializer {

    private final EventCatalog catalog;

    LedgerSerializer(Builder builder, EventCatalog catalog) {
        super(builder);
        this.catalog = catalog;
    }

    @Override
    @SuppressWarnings("rawtypes")
    public SerializedType typeForClass(Class type) {
        String name = catalog.nameOf(type);
        return name == null ? super.typeForClass(type) : new SimpleSerializedType(name, catalog.revisionOf(type));
    }

    @Override
    protected String resolveClassName(SerializedType serializedType) {
        Class<?> type = catalog.classOf(serializedType.getName());
        return type == null ? serializedType.getName() : type.getName();
    }
}
