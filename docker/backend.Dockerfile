# The Django backend (gunicorn) and, with another command, the Celery worker and beat.
FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 VAR_DIR=/app/var
RUN apt-get update && apt-get install -y --no-install-recommends libjpeg62-turbo zlib1g curl \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY pyproject.toml manage.py ./
COPY config config
COPY api api
COPY cms cms
COPY commerce commerce
COPY fixtures fixtures
# The storefront's registered operations: production runs only these (GRAPHQL_TRUSTED_DOCUMENTS).
COPY frontend/lib/graphql/trusted-documents.json frontend/lib/graphql/trusted-documents.json
RUN pip install --no-cache-dir . \
    && SECRET_KEY=collectstatic-only REVALIDATE_SECRET=collectstatic-only \
       DJANGO_SETTINGS_MODULE=config.settings.dev python manage.py collectstatic --noinput -v0 \
    && useradd --system --home /app rootwell && mkdir -p /app/var/media /app/private-media \
    && chown -R rootwell /app/var /app/private-media
USER rootwell
ENV DJANGO_SETTINGS_MODULE=config.settings.production
EXPOSE 8000
CMD ["sh", "-c", "python manage.py check_database && python manage.py migrate --noinput && exec gunicorn config.wsgi --bind 0.0.0.0:8000 --workers ${WEB_CONCURRENCY:-3} --access-logfile -"]
