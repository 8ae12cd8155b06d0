package battleledger.ledger.api;

import battleledger.ledger.json.KernelJson;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import jakarta.inject.Singleton;

/** Micronaut's own ObjectMapper writes the kernel's records the way the event store does. */
@Singleton
final class JsonConfiguration implements BeanCreatedEventListener<ObjectMapper> {
    @Override
    public ObjectMapper onCreated(BeanCreatedEvent<ObjectMapper> event) {
        ObjectMapper mapper = event.getBean();
        KernelJson.configure(mapper);
        return mapper;
    }
}
