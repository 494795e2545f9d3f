CREATE TABLE "sign_in_devices" (
	"phone" text NOT NULL,
	"device_hash" text NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_devices_phone_device_hash_pk" PRIMARY KEY("phone","device_hash")
);
